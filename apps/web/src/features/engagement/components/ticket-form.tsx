import type { ParseKeys } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { translateMessage } from '#src/i18n/messages';
import {
  ticketIssueTypes,
  ticketRequestSchema,
  UPLOAD_MAX_BYTES,
  uploadTypes,
  type TicketRequest,
} from '@bulk/domain/engagement';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldIssues, TextField } from '#src/components/ui/form-field';
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

const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const ATTACHMENT_EXTENSION = /\.(pdf|jpe?g|png)$/i;
export const ATTACHMENT_TYPE_MESSAGE = 'The attachment must be a PDF, JPEG or PNG file.';
export const ATTACHMENT_SIZE_MESSAGE =
  'The attachment is larger than 5 MB. Please choose a file of 5 MB or less.';

/**
 * The browser's early check of an attachment, by name or type and by size. The server checks the content
 * itself, so a renamed file is still refused there (415).
 */
export function attachmentProblem(file: File): string | undefined {
  const knownType = (uploadTypes as readonly string[]).includes(file.type);
  if (!knownType && !ATTACHMENT_EXTENSION.test(file.name)) return ATTACHMENT_TYPE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return ATTACHMENT_SIZE_MESSAGE;
  return undefined;
}

const controlClass =
  'mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 focus:border-leaf-700 focus:outline-none focus:ring-2 focus:ring-leaf-600 aria-[invalid=true]:border-red-700';

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-800">
      {' '}
      *
    </span>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {translateMessage(message)}
    </p>
  ) : null;
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
  const fieldId = (name: string) => `${id}-${name}`;
  const raise = useRaiseTicket();
  const form = useForm<TicketFormInput, unknown, TicketRequest>({
    resolver: zodResolver(ticketFormSchema),
    defaultValues: emptyTicket,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
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

  const issueTypeError = errors.issueType?.message;
  const messageError = errors.message?.message;

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
          id={fieldId('email')}
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <TextField
          id={fieldId('phone')}
          label={t('form.phone')}
          inputMode="tel"
          autoComplete="tel"
          required
          error={errors.phone?.message}
          registration={form.register('phone')}
        />
      </div>

      <div>
        <label htmlFor={fieldId('issueType')} className="block text-sm font-medium text-stone-800">
          {t('ticket.issueType')}
          <RequiredMark />
        </label>
        <select
          id={fieldId('issueType')}
          aria-required
          aria-invalid={issueTypeError ? true : undefined}
          aria-describedby={issueTypeError ? fieldId('issueType-error') : undefined}
          className={controlClass}
          {...form.register('issueType')}
        >
          <option value="">{t('ticket.selectIssueType')}</option>
          {ticketIssueTypes.map((type) => (
            <option key={type} value={type}>
              {t(issueTypeLabels[type])}
            </option>
          ))}
        </select>
        <FieldError id={fieldId('issueType-error')} message={issueTypeError} />
      </div>

      <TextField
        id={fieldId('subject')}
        label={t('ticket.subject')}
        autoComplete="off"
        required
        error={errors.subject?.message}
        registration={form.register('subject')}
      />

      <div>
        <label htmlFor={fieldId('message')} className="block text-sm font-medium text-stone-800">
          {t('ticket.message')}
          <RequiredMark />
        </label>
        <textarea
          id={fieldId('message')}
          rows={5}
          aria-required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? fieldId('message-error') : undefined}
          className={controlClass}
          {...form.register('message')}
        />
        <FieldError id={fieldId('message-error')} message={messageError} />
      </div>

      <div>
        <label htmlFor={fieldId('attachment')} className="block text-sm font-medium text-stone-800">
          {t('ticket.attachment')}
        </label>
        <input
          ref={fileInput}
          id={fieldId('attachment')}
          name="attachment"
          type="file"
          accept={ATTACHMENT_ACCEPT}
          aria-invalid={attachmentError ? true : undefined}
          aria-describedby={[fieldId('attachment-hint'), attachmentError ? fieldId('attachment-error') : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setAttachment(file);
            setAttachmentError(file ? attachmentProblem(file) : undefined);
          }}
          className="mt-1 block w-full text-sm text-stone-800 file:me-3 file:rounded-md file:border-0 file:bg-leaf-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-leaf-800"
        />
        <p id={fieldId('attachment-hint')} className="mt-1 text-xs text-stone-600">
          {t('ticket.attachmentHint')}
        </p>
        <FieldError id={fieldId('attachment-error')} message={attachmentError} />
      </div>

      <button type="submit" disabled={isSubmitting} className="btn-primary">
        {isSubmitting ? t('ticket.submitting') : t('ticket.submit')}
      </button>
    </form>
  );
}
