import { expect, it } from 'vitest';
import {
  galleryKindOf,
  isImageFile,
  isVideoFile,
  mainImageFileMessage,
  menuImageFileMessage,
} from './files.ts';

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
  expect(menuImageFileMessage).toBe('Please select an image file');
  expect(mainImageFileMessage).toBe('Please upload only image files for the main image.');
});
