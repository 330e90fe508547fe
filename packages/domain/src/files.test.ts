import { expect, it } from 'vitest';
import {
  fileTooLargeMessage,
  fitsSizeLimit,
  galleryKindOf,
  isImageFile,
  isVideoFile,
  mainImageFileMessage,
  menuImageFileMessage,
  menuImageMaxBytes,
  sizeLimitLabel,
  zoneMediaMaxBytes,
} from './files.ts';
import { englishOfMessage } from './refusal-english.ts';

it('an upload is an image or a video by its MIME type; anything else goes to no gallery', () => {
  expect(isImageFile({ type: 'image/png' })).toBe(true);
  expect(isImageFile({ type: 'IMAGE/JPEG' })).toBe(true);
  expect(isImageFile({ type: 'video/mp4' })).toBe(false);
  expect(isImageFile({ type: '' })).toBe(false);
  expect(isVideoFile({ type: 'video/webm' })).toBe(true);
  expect(galleryKindOf({ type: 'image/webp' })).toBe('image');
  expect(galleryKindOf({ type: 'video/mp4' })).toBe('video');
  expect(galleryKindOf({ type: 'application/pdf' })).toBeUndefined();
});

it('refusals of a non-image upload are the spec texts', () => {
  expect(englishOfMessage(menuImageFileMessage)).toBe('Please select an image file');
  expect(englishOfMessage(mainImageFileMessage)).toBe(
    'Please upload only image files for the main image.',
  );
});

it('a file up to the limit fits; one byte more does not, and the refusal names the limit', () => {
  expect(fitsSizeLimit({ size: menuImageMaxBytes }, menuImageMaxBytes)).toBe(true);
  expect(fitsSizeLimit({ size: menuImageMaxBytes + 1 }, menuImageMaxBytes)).toBe(false);
  expect(sizeLimitLabel(menuImageMaxBytes)).toBe('5 MB');
  expect(sizeLimitLabel(zoneMediaMaxBytes)).toBe('50 MB');
  expect(englishOfMessage(fileTooLargeMessage(menuImageMaxBytes))).toBe(
    'This file is larger than 5 MB. Please choose a smaller file.',
  );
});
