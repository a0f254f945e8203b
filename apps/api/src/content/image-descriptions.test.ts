import { imagesWithoutAlt } from './image-descriptions';

describe('imagesWithoutAlt', () => {
  it('names the images with no alt text or one of spaces only, in order', () => {
    expect(
      imagesWithoutAlt(
        '<p>Team</p><img src="https://x.test/a.png"><img src="https://x.test/b.png" alt="The team">' +
          '<figure><img src="https://x.test/c.png" alt="  "></figure>',
      ),
    ).toEqual(['https://x.test/a.png', 'https://x.test/c.png']);
  });

  it('finds nothing in content without images', () => {
    expect(imagesWithoutAlt('<h2>Fixtures</h2><ul><li>Sunday</li></ul>')).toEqual([]);
  });
});
