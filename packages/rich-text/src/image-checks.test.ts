import { checkImageFile } from './image-checks';

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });
const sized = (width: number, height: number) => async () => ({ width, height });

describe('checking an image for the editor', () => {
  it('takes png, gif, jpeg and webp up to 1920x1080', async () => {
    for (const type of ['image/png', 'image/gif', 'image/jpeg', 'image/webp']) {
      await expect(checkImageFile(file('a', type), sized(1920, 1080))).resolves.toEqual({
        ok: true,
      });
    }
  });

  it('refuses a larger image with the resolution message', async () => {
    await expect(checkImageFile(file('big.png', 'image/png'), sized(1921, 800))).resolves.toEqual({
      ok: false,
      message:
        'The image exceeds the maximum allowed resolution of 1920x1080. Please upload a smaller image.',
    });
    await expect(
      checkImageFile(file('tall.png', 'image/png'), sized(800, 1081)),
    ).resolves.toMatchObject({
      ok: false,
    });
  });

  it('refuses other types, and names a file that cannot be read', async () => {
    await expect(checkImageFile(file('x.svg', 'image/svg+xml'), sized(10, 10))).resolves.toEqual({
      ok: false,
      message: 'Image could not be added to content area. Please try again using another image.',
    });
    const broken = async () => {
      throw new Error('no');
    };
    await expect(checkImageFile(file('broken.png', 'image/png'), broken)).resolves.toEqual({
      ok: false,
      message: 'Error loading image: broken.png',
    });
  });
});
