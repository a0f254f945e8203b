import { pageAnswer, pageOf } from './page-answer';

describe('a page of a list', () => {
  it('says where its items stand in the whole list, counting from 1', () => {
    expect(pageAnswer(['k', 'l'], 12, { page: 2, perPage: 10 })).toEqual({
      items: ['k', 'l'],
      total: 12,
      current_page: 2,
      per_page: 10,
      from: 11,
      to: 12,
    });
  });

  it('has no first or last place when it is empty, past the end of the list', () => {
    expect(pageAnswer([], 12, { page: 3, perPage: 10 })).toEqual({
      items: [],
      total: 12,
      current_page: 3,
      per_page: 10,
      from: null,
      to: null,
    });
  });

  it('is cut from a list held whole in memory', () => {
    const letters = ['a', 'b', 'c', 'd', 'e'];
    expect(pageOf(letters, { page: 2, perPage: 2 })).toMatchObject({
      items: ['c', 'd'],
      total: 5,
      from: 3,
      to: 4,
    });
    expect(pageOf(letters, { page: 3, perPage: 2 })).toMatchObject({
      items: ['e'],
      from: 5,
      to: 5,
    });
    expect(pageOf(letters, { page: 4, perPage: 2 })).toMatchObject({ items: [], from: null });
  });
});
