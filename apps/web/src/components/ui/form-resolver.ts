import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formMessage } from '#src/i18n/messages';

/**
 * react-hook-form's check of a form by its zod schema. A text limit that the shared schema states without
 * a message of its own (`registerRequestSchema`'s address, say) reads 'At most N characters.', as the
 * limits with one do, rather than zod's English default.
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, {
    error: (issue) =>
      issue.code === 'too_big' && issue.origin === 'string'
        ? formMessage('validation.atMost', { max: Number(issue.maximum) })
        : undefined,
  });
}
