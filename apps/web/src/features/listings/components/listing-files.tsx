import {
  LISTING_DOCUMENT_MAX_BYTES,
  LISTING_PHOTO_MAX_BYTES,
  listingPhotoTypes,
  MAX_LISTING_DOCUMENTS,
  MAX_LISTING_PHOTOS,
  type ListingFiles,
} from '@bulk/domain/listings';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '#src/components/ui/form-field';
import { errorMessage } from '#src/lib/api-client';
import {
  listingDocumentHref,
  listingFilesQueryKey,
  orderListingPhotos,
  removeListingFile,
  uploadListingFile,
  useListingFiles,
  type ListingFileKind,
} from '../api/listing-files';

const MEGABYTE = 1024 * 1024;

/** A file the server refused, or that was not sent: shown beside the field until dismissed. */
interface FileProblem {
  key: number;
  name: string;
  message: string;
}

const photoTypes: readonly string[] = listingPhotoTypes;

/**
 * The photos and PDF documents of a saved listing: add several at once (sent one after the other),
 * see each photo as the store will, move it earlier or later or make it the cover, remove it. Every
 * change is saved at once, without review; a refused file is named with the reason, the others go on.
 */
export function ListingFilesManager({ listingId, editable }: { listingId: number; editable: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const files = useListingFiles(listingId);
  const [busy, setBusy] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const nextProblemKey = useRef(0);
  const photoList = useRef<HTMLUListElement>(null);

  const show = (next: ListingFiles) => queryClient.setQueryData(listingFilesQueryKey(listingId), next);
  const addProblem = (name: string, message: string) =>
    setProblems((current) => [...current, { key: (nextProblemKey.current += 1), name, message }]);

  /** The reason a file is not even sent: wrong type, too large, or no room left. */
  function refusal(kind: ListingFileKind, file: File, room: number): string | null {
    if (room <= 0) {
      return kind === 'photo'
        ? t('listings.files.tooManyPhotos', { max: MAX_LISTING_PHOTOS })
        : t('listings.files.tooManyDocuments', { max: MAX_LISTING_DOCUMENTS });
    }
    if (kind === 'photo' && !photoTypes.includes(file.type)) return t('errors.photoType');
    if (kind === 'document' && file.type !== 'application/pdf') return t('errors.documentType');
    const limit = kind === 'photo' ? LISTING_PHOTO_MAX_BYTES : LISTING_DOCUMENT_MAX_BYTES;
    if (file.size > limit) return t('listings.files.tooLarge', { size: limit / MEGABYTE });
    return null;
  }

  async function upload(kind: ListingFileKind, event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    input.value = '';
    if (chosen.length === 0) return;
    const current = files.data;
    let room =
      kind === 'photo'
        ? MAX_LISTING_PHOTOS - (current?.photos.length ?? 0)
        : MAX_LISTING_DOCUMENTS - (current?.documents.length ?? 0);
    let saved = 0;
    for (const [index, file] of chosen.entries()) {
      const reason = refusal(kind, file, room);
      if (reason) {
        addProblem(file.name, reason);
        continue;
      }
      setBusy(t('listings.files.uploading', { number: index + 1, total: chosen.length, name: file.name }));
      try {
        show(await uploadListingFile(listingId, kind, file));
        room -= 1;
        saved += 1;
      } catch (error) {
        addProblem(file.name, errorMessage(error));
      }
    }
    setBusy(null);
    setAnnouncement(t('listings.files.uploaded', { number: saved }));
  }

  async function change(work: () => Promise<ListingFiles>, done: string, focus?: () => void) {
    if (busy) return;
    setBusy(t('listings.files.saving'));
    try {
      show(await work());
      setAnnouncement(done);
      focus?.();
    } catch (error) {
      setAnnouncement('');
      addProblem('', errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  /** Keeps the keyboard on the moved photo: the same control if it is still usable there, else its other one. */
  const focusPhoto = (photoId: number, action: string) => () =>
    requestAnimationFrame(() => {
      const item = photoList.current?.querySelector(`[data-photo="${photoId}"]`);
      const target =
        item?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not([aria-disabled="true"])`) ??
        item?.querySelector<HTMLButtonElement>('button:not([aria-disabled="true"])');
      target?.focus();
    });

  if (files.isPending) return <p role="status">{t('listings.files.loading')}</p>;
  if (files.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {errorMessage(files.error)}
      </p>
    );
  }
  const { photos, documents } = files.data;
  const photoIds = photos.map((photo) => photo.id);
  const move = (from: number, to: number) => {
    const order = [...photoIds];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    return order;
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={busy !== null}
      className="max-w-3xl space-y-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-leaf-800">
        {t('listings.files.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('listings.files.intro')}</p>

      <p role="status" className="text-sm font-medium text-leaf-800">
        {busy ?? announcement}
      </p>

      {problems.length > 0 ? (
        <ul aria-label={t('listings.files.problems')} className="space-y-2">
          {problems.map((problem) => (
            <li
              key={problem.key}
              className="flex items-start justify-between gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800"
            >
              <span role="alert">
                {problem.name ? `${problem.name}: ${problem.message}` : problem.message}
              </span>
              <button
                type="button"
                className="rounded font-semibold underline"
                onClick={() => setProblems((current) => current.filter(({ key }) => key !== problem.key))}
              >
                {t('listings.files.dismiss')}
                {problem.name ? <span className="sr-only">: {problem.name}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="space-y-3">
        <h3 className="font-semibold text-ink">
          {t('listings.files.photos', { number: photos.length, max: MAX_LISTING_PHOTOS })}
        </h3>
        {photos.length === 0 ? (
          <p className="text-sm text-stone-700">{t('listings.files.noPhotos')}</p>
        ) : (
          <ul
            ref={photoList}
            aria-label={t('listings.files.photoList')}
            className="grid grid-cols-2 gap-4 sm:grid-cols-3"
          >
            {photos.map((photo, index) => {
              const label = t('listings.files.photoNumber', { number: index + 1 });
              const [smallest] = photo.variants;
              return (
                <li key={photo.id} data-photo={photo.id} className="space-y-2">
                  <img
                    src={smallest?.url}
                    alt={label}
                    width={160}
                    height={160}
                    decoding="async"
                    className="aspect-square w-full rounded-lg border border-stone-200 bg-white object-contain"
                  />
                  {index === 0 ? (
                    <p className="text-xs font-semibold text-leaf-700 uppercase">
                      {t('listings.files.cover')}
                    </p>
                  ) : null}
                  {editable ? (
                    <div className="flex flex-wrap gap-2">
                      {index > 0 ? (
                        <FileAction
                          action="cover"
                          label={t('listings.files.makeCover')}
                          target={label}
                          unavailable={busy !== null}
                          onAct={() =>
                            void change(
                              () => orderListingPhotos(listingId, move(index, 0)),
                              t('listings.files.coverSet'),
                              focusPhoto(photo.id, 'later'),
                            )
                          }
                        />
                      ) : null}
                      <FileAction
                        action="earlier"
                        label={t('listings.files.earlier')}
                        target={label}
                        unavailable={busy !== null || index === 0}
                        onAct={() =>
                          void change(
                            () => orderListingPhotos(listingId, move(index, index - 1)),
                            t('listings.files.moved', { number: index }),
                            focusPhoto(photo.id, 'earlier'),
                          )
                        }
                      />
                      <FileAction
                        action="later"
                        label={t('listings.files.later')}
                        target={label}
                        unavailable={busy !== null || index === photos.length - 1}
                        onAct={() =>
                          void change(
                            () => orderListingPhotos(listingId, move(index, index + 1)),
                            t('listings.files.moved', { number: index + 2 }),
                            focusPhoto(photo.id, 'later'),
                          )
                        }
                      />
                      <FileAction
                        label={t('listings.files.remove')}
                        target={label}
                        unavailable={busy !== null}
                        onAct={() =>
                          void change(
                            () => removeListingFile(listingId, 'photo', photo.id),
                            t('listings.files.photoRemoved'),
                          )
                        }
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {editable && photos.length < MAX_LISTING_PHOTOS ? (
          <FileField
            id={`${id}-photos`}
            label={t('listings.files.addPhotos')}
            hint={t('listings.files.photoHint', { size: LISTING_PHOTO_MAX_BYTES / MEGABYTE })}
            accept={listingPhotoTypes.join(',')}
            multiple
            registration={{
              name: 'photo',
              ref: null,
              onChange: (event: ChangeEvent<HTMLInputElement>) => void upload('photo', event),
            }}
          />
        ) : null}
      </div>

      <div className="space-y-3">
        <h3 className="font-semibold text-ink">{t('listings.files.documents')}</h3>
        {documents.length === 0 ? (
          <p className="text-sm text-stone-700">{t('listings.files.noDocuments')}</p>
        ) : (
          <ul aria-label={t('listings.files.documentList')} className="space-y-2">
            {documents.map((document) => (
              <li
                key={document.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 p-2 text-sm"
              >
                <span>
                  <a
                    href={listingDocumentHref(listingId, document.id)}
                    download={document.name}
                    className="rounded font-medium text-leaf-800 underline"
                  >
                    {document.name}
                  </a>{' '}
                  <span className="text-stone-600">
                    ({t('listings.files.size', { size: Math.max(1, Math.round(document.sizeBytes / 1024)) })})
                  </span>
                </span>
                {editable ? (
                  <FileAction
                    label={t('listings.files.remove')}
                    target={document.name}
                    unavailable={busy !== null}
                    onAct={() =>
                      void change(
                        () => removeListingFile(listingId, 'document', document.id),
                        t('listings.files.documentRemoved'),
                      )
                    }
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {editable && documents.length < MAX_LISTING_DOCUMENTS ? (
          <FileField
            id={`${id}-documents`}
            label={t('listings.files.addDocuments')}
            hint={t('listings.files.documentHint', { size: LISTING_DOCUMENT_MAX_BYTES / MEGABYTE })}
            accept=".pdf,application/pdf"
            multiple
            registration={{
              name: 'document',
              ref: null,
              onChange: (event: ChangeEvent<HTMLInputElement>) => void upload('document', event),
            }}
          />
        ) : null}
      </div>
    </section>
  );
}

type FileActionProps = {
  /** Marks the button for the focus to return to after a move (`data-action`). */
  action?: string;
  label: string;
  /** The photo or document it acts on, for screen readers: "Remove: Photo 2". */
  target: string;
  unavailable: boolean;
  onAct: () => void;
};

/** A small action on one photo or document; it says when it cannot act (busy, or first or last already). */
function FileAction({ action, label, target, unavailable, onAct }: FileActionProps) {
  return (
    <button
      type="button"
      data-action={action}
      className="btn-secondary px-2 py-1 text-xs"
      aria-disabled={unavailable}
      onClick={() => {
        if (!unavailable) onAct();
      }}
    >
      {label}
      <span className="sr-only">: {target}</span>
    </button>
  );
}
