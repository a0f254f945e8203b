import { imageResolutionMessage } from '@touchline/contracts';
import {
  checkEditorImage,
  detectImageFormat,
  IMAGE_TYPE_REFUSED,
  IMAGE_UNREADABLE,
} from './image-rules';
import { SAMPLE_SVG, sampleGif, sampleJpeg, samplePng, sampleWebp } from './sample-images';

describe('detectImageFormat', () => {
  it.each([
    ['png', samplePng(4, 3), 'image/png', 'png'],
    ['jpeg', sampleJpeg(4, 3), 'image/jpeg', 'jpg'],
    ['gif', sampleGif(4, 3), 'image/gif', 'gif'],
    ['webp', sampleWebp(4, 3), 'image/webp', 'webp'],
  ])('reads %s from its first bytes', (type, bytes, contentType, extension) => {
    expect(detectImageFormat(bytes)).toEqual({ type, contentType, extension });
  });

  it('refuses SVG, text and empty files whatever they are called', () => {
    expect(detectImageFormat(SAMPLE_SVG)).toBeNull();
    expect(detectImageFormat(Buffer.from('not an image at all'))).toBeNull();
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull();
    expect(detectImageFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });
});

describe('checkEditorImage', () => {
  it('accepts every accepted type up to 1920x1080 and tells its size', () => {
    expect(checkEditorImage(samplePng(1920, 1080))).toMatchObject({
      ok: true,
      width: 1920,
      height: 1080,
    });
    expect(checkEditorImage(sampleJpeg(800, 600))).toMatchObject({
      ok: true,
      width: 800,
      height: 600,
    });
    expect(checkEditorImage(sampleGif(1, 1))).toMatchObject({ ok: true, width: 1, height: 1 });
    expect(checkEditorImage(sampleWebp(1919, 1079))).toMatchObject({
      ok: true,
      width: 1919,
      height: 1079,
    });
  });

  it('refuses an image over the resolution with the spec text', () => {
    const message =
      'The image exceeds the maximum allowed resolution of 1920x1080. Please upload a smaller image.';
    expect(imageResolutionMessage()).toBe(message);
    expect(checkEditorImage(samplePng(1921, 1080))).toEqual({ ok: false, message });
    expect(checkEditorImage(sampleJpeg(1920, 1081))).toEqual({ ok: false, message });
    expect(checkEditorImage(sampleWebp(4000, 3000))).toEqual({ ok: false, message });
  });

  it('refuses other types and files cut short', () => {
    expect(checkEditorImage(SAMPLE_SVG)).toEqual({ ok: false, message: IMAGE_TYPE_REFUSED });
    expect(checkEditorImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toEqual({
      ok: false,
      message: IMAGE_UNREADABLE,
    });
    expect(checkEditorImage(sampleGif(0, 0))).toEqual({ ok: false, message: IMAGE_UNREADABLE });
  });
});
