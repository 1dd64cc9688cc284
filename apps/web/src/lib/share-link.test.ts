import { expect, test, vi } from 'vitest';
import { shareLink } from './share-link';

const data = { title: 'Corn Flour', text: 'Finely milled.', url: 'https://store.example/product/2' };

test('the Web Share API is used when the browser has it, and the clipboard is left alone', async () => {
  const share = vi.fn(() => Promise.resolve());
  const writeText = vi.fn(() => Promise.resolve());
  expect(await shareLink(data, { share, clipboard: { writeText } })).toBe('shared');
  expect(share).toHaveBeenCalledWith(data);
  expect(writeText).not.toHaveBeenCalled();
});

test('without the Web Share API the link is copied to the clipboard', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  expect(await shareLink(data, { clipboard: { writeText } })).toBe('copied');
  expect(writeText).toHaveBeenCalledWith(data.url);
});

test('data the browser says it cannot share goes to the clipboard', async () => {
  const share = vi.fn(() => Promise.resolve());
  const writeText = vi.fn(() => Promise.resolve());
  expect(await shareLink(data, { share, canShare: () => false, clipboard: { writeText } })).toBe('copied');
  expect(share).not.toHaveBeenCalled();
});

test('closing the share sheet is a cancel, with no copy behind the user’s back', async () => {
  const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
  const writeText = vi.fn(() => Promise.resolve());
  expect(await shareLink(data, { share, clipboard: { writeText } })).toBe('cancelled');
  expect(writeText).not.toHaveBeenCalled();
});

test('a share that fails otherwise falls back to the clipboard', async () => {
  const share = vi.fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
  const writeText = vi.fn(() => Promise.resolve());
  expect(await shareLink(data, { share, clipboard: { writeText } })).toBe('copied');
  expect(writeText).toHaveBeenCalledWith(data.url);
});

test('when neither sharing nor copying works the outcome is failed', async () => {
  const share = vi.fn(() => Promise.reject(new Error('share broke')));
  const writeText = vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
  expect(await shareLink(data, { share, clipboard: { writeText } })).toBe('failed');
  expect(await shareLink(data, {})).toBe('failed');
});
