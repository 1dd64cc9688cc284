import type { TestApp } from './test-app';

/** A small but genuine PNG: the upload check reads its signature. */
export const samplePng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(300, 7),
]);

/** Raises a support ticket through the API with a PNG attached, as the contact form does. Returns its id. */
export async function raiseTicketWithAttachment(ctx: TestApp, fileName = 'torn sack.png'): Promise<string> {
  const form = new FormData();
  const fields = {
    email: 'kiran@example.in',
    phone: '+91 98765 43210',
    issueType: 'order',
    subject: 'Damaged sack',
    message: 'One sack of the order arrived torn, photo attached.',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('attachment', new Blob([samplePng], { type: 'image/png' }), fileName);
  const request = new Request('http://store.test/api/tickets', { method: 'POST', body: form });
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (sent.statusCode !== 201) throw new Error(`ticket not raised: ${sent.statusCode} ${sent.body}`);
  return (sent.json() as { ticketId: string }).ticketId;
}
