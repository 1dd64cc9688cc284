import type { ParseKeys } from 'i18next';
import type { genders } from '@bulk/domain/memberships';

/** Translation keys of the genders a job seeker may give: the registration form and the profile show them. */
export const genderLabels = {
  male: 'labels.gender.male',
  female: 'labels.gender.female',
  other: 'labels.gender.other',
} as const satisfies Record<(typeof genders)[number], ParseKeys>;
