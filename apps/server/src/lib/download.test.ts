import { parse } from 'content-disposition';
import { expect, test } from 'vitest';
import { contentDisposition } from './download';

test('a name of any script is offered exactly, with an ASCII stand-in', () => {
  const header = contentDisposition('दस्तावेज़ "v2".pdf', 'inline');
  expect(header).toBe(
    `inline; filename="_ _v2_.pdf"; filename*=UTF-8''%E0%A4%A6%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A4%BE%E0%A4%B5%E0%A5%87%E0%A4%9C%E0%A4%BC%20%22v2%22.pdf`,
  );
  expect(parse(header).parameters.filename).toBe('दस्तावेज़ "v2".pdf');
});

test('percent signs never reach the stand-in, where a browser might decode them', () => {
  expect(contentDisposition('100%41.csv')).toBe(
    `attachment; filename="100_41.csv"; filename*=UTF-8''100%2541.csv`,
  );
});

test('a lone surrogate, which has no UTF-8 form, is offered as a replacement character', () => {
  const header = contentDisposition('scan\ud800.pdf');
  expect(parse(header).parameters.filename).toBe('scan\ufffd.pdf');
});
