import type { Applicant } from '@bulk/domain/job-board';
import { useTranslation } from 'react-i18next';
import { matchOutcomeLabels, matchPartLabels } from '../labels';

type Match = Applicant['match'];

const outcomeMarks = { met: '✓', partly: '±', unmet: '✗', unknown: '?' } as const;

/** A match score and its four parts, each with its points, so anyone can read why it ranks where it does. */
export function MatchScore({ match, id }: { match: Match; id: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <p className="font-semibold text-leaf-800" id={`${id}-score`}>
        {t('jobs.recommendations.score', { score: match.score })}
      </p>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-leaf-800 underline">
          {t('jobs.recommendations.why')}
        </summary>
        <dl
          aria-describedby={`${id}-score`}
          className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_auto_1fr]"
        >
          {match.parts.map((part) => (
            <div key={part.key} className="contents">
              <dt className="font-medium">
                <span aria-hidden="true">{outcomeMarks[part.outcome]} </span>
                {t(matchPartLabels[part.key])}
              </dt>
              <dd>{t('jobs.recommendations.partValue', { points: part.points, max: part.maxPoints })}</dd>
              <dd className="text-stone-700">
                {t(matchOutcomeLabels[part.outcome])}
                {part.matchedSkills && part.matchedSkills.length > 0
                  ? ` · ${t('jobs.recommendations.matchedSkills', { skills: part.matchedSkills.join(', ') })}`
                  : null}
                {part.missingSkills && part.missingSkills.length > 0
                  ? ` · ${t('jobs.recommendations.missingSkills', { skills: part.missingSkills.join(', ') })}`
                  : null}
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
