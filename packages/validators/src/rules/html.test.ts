import { isEmptyHtml, requiredHtml } from './html';

describe('empty html', () => {
  it.each(['', '<p></p>', '<p><br></p>', '<p>&nbsp; </p>', '  <div> <span></span> </div>'])(
    'counts %p as empty',
    (html) => expect(isEmptyHtml(html)).toBe(true),
  );

  it.each(['<p>Hi</p>', '<p><img src="a.png" alt=""></p>', '<video src="v.mp4"></video>', 'text'])(
    'counts %p as content',
    (html) => expect(isEmptyHtml(html)).toBe(false),
  );

  it('requiredHtml gives its message for empty rich text', () => {
    expect(requiredHtml('Please enter content')('<p> </p>')).toBe('Please enter content');
    expect(requiredHtml()('<p>x</p>')).toBeUndefined();
  });
});
