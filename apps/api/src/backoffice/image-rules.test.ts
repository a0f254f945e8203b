import { imageResolutionMessage } from '@touchline/contracts';
import {
  checkEditorImage,
  detectImageFormat,
  IMAGE_TYPE_REFUSED,
  IMAGE_UNREADABLE,
} from './image-rules';
import { SAMPLE_SVG, sampleGif, sampleJpeg, samplePng, sampleWebp } from './sample-images';

/** What the upload is refused with: 422 `image_refused`, the reason on the image field. */
function refusalOf(bytes: Uint8Array) {
  try {
    checkEditorImage(bytes);
  } catch (error) {
    return error;
  }
  throw new Error('The image was accepted');
}

const refused = (message: string) => ({
  status: 422,
  body: { code: 'image_refused', message, errors: { image: [message] } },
});

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
    expect(checkEditorImage(samplePng(1920, 1080))).toMatchObject({ width: 1920, height: 1080 });
    expect(checkEditorImage(sampleJpeg(800, 600))).toMatchObject({ width: 800, height: 600 });
    expect(checkEditorImage(sampleGif(1, 1))).toMatchObject({ width: 1, height: 1 });
    expect(checkEditorImage(sampleWebp(1919, 1079))).toMatchObject({ width: 1919, height: 1079 });
  });

  it('refuses an image over the resolution with the spec text', () => {
    const message =
      'The image exceeds the maximum allowed resolution of 1920x1080. Please upload a smaller image.';
    expect(imageResolutionMessage()).toBe(message);
    expect(refusalOf(samplePng(1921, 1080))).toMatchObject(refused(message));
    expect(refusalOf(sampleJpeg(1920, 1081))).toMatchObject(refused(message));
    expect(refusalOf(sampleWebp(4000, 3000))).toMatchObject(refused(message));
  });

  it('refuses other types and files cut short', () => {
    expect(refusalOf(SAMPLE_SVG)).toMatchObject(refused(IMAGE_TYPE_REFUSED));
    expect(refusalOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toMatchObject(
      refused(IMAGE_UNREADABLE),
    );
    expect(refusalOf(sampleGif(0, 0))).toMatchObject(refused(IMAGE_UNREADABLE));
  });
});
