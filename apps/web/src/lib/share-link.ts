/** What became of a share: sent through the device's share sheet, copied, cancelled by the user, or failed. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export type ShareData = { title: string; text?: string; url: string };

/** The parts of `navigator` a share uses; tests pass their own. */
export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Shares a link through the Web Share API where the browser has it (phones, mostly), else copies the link
 * to the clipboard. A share that fails for any reason other than the user closing the sheet falls back to
 * the clipboard too; 'failed' means neither worked.
 */
export async function shareLink(data: ShareData, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (typeof nav.clipboard?.writeText !== 'function') return 'failed';
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
