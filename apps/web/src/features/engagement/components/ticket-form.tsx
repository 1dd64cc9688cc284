import type { ParseKeys } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { formMessage } from '#src/i18n/messages';
import {
  ticketIssueTypes,
  ticketRequestSchema,
  UPLOAD_MAX_BYTES,
  uploadTypes,
  type TicketRequest,
} from '@bulk/domain/engagement';
import { formResolver } from '#src/components/ui/form-resolver';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  applyFieldIssues,
  FileField,
  SelectField,
  TextareaField,
  TextField,
} from '#src/components/ui/form-field';
import { fieldBinder } from '#src/components/ui/form-binding';
import { toast } from '#src/components/ui/toast/toast-store';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { useRaiseTicket } from '../api/raise-ticket';

type TicketField = keyof TicketRequest;

/** The form's values as typed: the issue type starts unchosen (''), which the shared schema refuses. */
type TicketFormInput = Record<TicketField, string>;

const ticketFormSchema = ticketRequestSchema.extend({
  issueType: z.string().pipe(ticketRequestSchema.shape.issueType),
});

const emptyTicket: TicketFormInput = { email: '', phone: '', issueType: '', subject: '', message: '' };
const ticketFields: readonly TicketField[] = ['email', 'phone', 'issueType', 'subject', 'message'];

export const issueTypeLabels = {
  general: 'ticket.type.general',
  technical: 'ticket.type.technical',
  order: 'ticket.type.order',
  other: 'ticket.type.other',
} as const satisfies Record<TicketRequest['issueType'], ParseKeys>;

const ATTACHMENT_EXTENSION = /\.(pdf|jpe?g|png)$/i;

/**
 * The browser's early check of an attachment, by name or type and by size. The server checks the content
 * itself, so a renamed file is still refused there (415).
 */
export function attachmentProblem(file: File): string | undefined {
  const knownType = (uploadTypes as readonly string[]).includes(file.type);
  if (!knownType && !ATTACHMENT_EXTENSION.test(file.name)) return formMessage('validation.attachmentType');
  if (file.size > UPLOAD_MAX_BYTES) return formMessage('validation.attachmentSize');
  return undefined;
}

type TicketFormProps = {
  /** The id of the heading that names the form ('Raise a Ticket'). */
  labelledBy?: string;
};

/**
 * The 'Raise a Ticket' form: email, phone, issue type, subject and message (all required) and an optional
 * attachment, sent as multipart/form-data to `POST /api/tickets`. A refused ticket keeps what was typed.
 */
export function TicketForm({ labelledBy }: TicketFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const raise = useRaiseTicket();
  const form = useForm<TicketFormInput, unknown, TicketRequest>({
    resolver: formResolver(ticketFormSchema),
    defaultValues: emptyTicket,
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  const bind = fieldBinder(form, id);
  const fileInput = useRef<HTMLInputElement>(null);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string>();

  function showAttachmentError(message: string) {
    setAttachmentError(message);
    fileInput.current?.focus();
  }

  const onSubmit = form.handleSubmit(async (ticket) => {
    const problem = attachment ? attachmentProblem(attachment) : undefined;
    if (problem) {
      showAttachmentError(problem);
      return;
    }
    try {
      const ticketId = await raise.mutateAsync({ ticket, attachment: attachment ?? undefined });
      toast({ title: t('toast.ticketRaised'), description: t('toast.ticketId', { id: ticketId }) });
      form.reset(emptyTicket);
      setAttachment(null);
      setAttachmentError(undefined);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 413 || error.status === 415)) {
        showAttachmentError(error.message);
        return;
      }
      if (error instanceof ApiRequestError && error.status === 400) {
        const attachmentIssue = error.issues.find((issue) => issue.field === 'attachment');
        if (attachmentIssue) setAttachmentError(attachmentIssue.message);
        const applied = applyFieldIssues(error.issues, ticketFields, (field, fieldError) =>
          form.setError(field, fieldError),
        );
        const first = ticketFields.find((field) => error.issues.some((issue) => issue.field === field));
        if (first) form.setFocus(first);
        else if (attachmentIssue) fileInput.current?.focus();
        if (applied || attachmentIssue) return;
      }
      toast({ title: t('toast.ticketNotRaised'), description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className="space-y-4">
      <p className="text-sm text-stone-700">
        <Trans
          i18nKey="form.requiredNote"
          components={{ star: <span className="text-red-800" />, sr: <span className="sr-only" /> }}
        />
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...bind('email')}
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <TextField {...bind('phone')} label={t('form.phone')} inputMode="tel" autoComplete="tel" required />
      </div>

      <SelectField
        {...bind('issueType')}
        label={t('ticket.issueType')}
        required
        placeholder={t('ticket.selectIssueType')}
        options={ticketIssueTypes}
        optionLabel={(type) => t(issueTypeLabels[type])}
      />

      <TextField {...bind('subject')} label={t('ticket.subject')} autoComplete="off" required />

      <TextareaField {...bind('message')} label={t('ticket.message')} required />

      <FileField
        id={`${id}-attachment`}
        label={t('ticket.attachment')}
        hint={t('ticket.attachmentHint')}
        error={attachmentError}
        registration={{
          name: 'attachment',
          ref: fileInput,
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0] ?? null;
            setAttachment(file);
            setAttachmentError(file ? attachmentProblem(file) : undefined);
          },
        }}
      />

      <button type="submit" disabled={isSubmitting} className="btn-primary">
        {isSubmitting ? t('ticket.submitting') : t('ticket.submit')}
      </button>
    </form>
  );
}
