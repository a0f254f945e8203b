import {
  ApiError,
  ContractError,
  errorCodeOf,
  errorMessageOf,
  fieldErrorsIn,
  fieldErrorsOf,
  isAbortError,
  mapFieldErrors,
  withNotFoundFallback,
} from './api-error';

describe('errorMessageOf', () => {
  it('prefers an override over every other text', () => {
    expect(errorMessageOf(new ApiError('x', 400), 'Try later')).toBe('Try later');
    expect(errorMessageOf(new ApiError('', 0), 'Try later')).toBe('Try later');
  });

  it('uses a string as is', () => {
    expect(errorMessageOf('Plain text')).toBe('Plain text');
  });

  it('gives the network text for status 0 and no text for 404', () => {
    expect(errorMessageOf(new ApiError('', 0))).toBe('Network error occurred.');
    expect(errorMessageOf(new ApiError('Not found', 404))).toBe('');
  });

  it("uses the server's message, else the default", () => {
    expect(errorMessageOf(new ApiError('Code is invalid, please try again', 422))).toBe(
      'Code is invalid, please try again',
    );
    expect(errorMessageOf(new ApiError('', 500))).toBe('An error has occurred');
    expect(errorMessageOf(new Error('boom'))).toBe('An error has occurred');
  });
});

describe('withNotFoundFallback', () => {
  it('replaces a 404 with the fallback value', async () => {
    const call = Promise.reject(new ApiError('', 404));
    await expect(withNotFoundFallback(call, null)).resolves.toBeNull();
  });

  it('passes answers through and rethrows other failures', async () => {
    await expect(withNotFoundFallback(Promise.resolve(3), 0)).resolves.toBe(3);
    const failure = new ApiError('Server error', 500);
    await expect(withNotFoundFallback(Promise.reject(failure), 0)).rejects.toBe(failure);
  });
});

it('recognises an aborted request', () => {
  expect(isAbortError(new DOMException('left', 'AbortError'))).toBe(true);
  expect(isAbortError(new ApiError('', 0))).toBe(false);
});

describe('errors from another copy of the client', () => {
  // A remote's bundle may hold its own copy of this package while the host's client made the
  // error; the normalisation must still read the server's message.
  let isolated = jest.requireActual<typeof import('./api-error')>('./api-error');
  beforeAll(() => {
    jest.isolateModules(() => {
      isolated = jest.requireActual<typeof import('./api-error')>('./api-error');
    });
  });

  it('is a different class, yet recognised', () => {
    expect(isolated.ApiError).not.toBe(ApiError);
    const error = new isolated.ApiError('The user credentials were incorrect.', 400);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessageOf(error)).toBe('The user credentials were incorrect.');
  });

  it('tells a contract failure from other call errors', () => {
    const contract = new isolated.ContractError(200, '/user', []);
    expect(contract).toBeInstanceOf(ContractError);
    expect(contract).toBeInstanceOf(ApiError);
    expect(new ApiError('Nope', 400)).not.toBeInstanceOf(ContractError);
    expect(new Error('plain')).not.toBeInstanceOf(ApiError);
  });
});

describe('field errors of a refusal', () => {
  const refusal = new ApiError('Please check all the fields and submit again!', 422, {
    message: 'Please check all the fields and submit again!',
    code: 'invalid_data',
    errors: {
      'body.sender_email': ['The email must be a valid email address.', 'Second'],
      content: ['Please enter a message'],
      'body.unknown': ['Not on the form'],
      odd: 'A single text',
    },
  });

  it('reads the stable code, and none from other errors', () => {
    expect(errorCodeOf(refusal)).toBe('invalid_data');
    expect(errorCodeOf(new ApiError('x', 500, { message: 'x' }))).toBeNull();
    expect(errorCodeOf(new Error('x'))).toBeNull();
  });

  it('keeps the server field paths with their texts', () => {
    expect(fieldErrorsIn(refusal)).toEqual({
      'body.sender_email': ['The email must be a valid email address.', 'Second'],
      content: ['Please enter a message'],
      'body.unknown': ['Not on the form'],
      odd: ['A single text'],
    });
    expect(fieldErrorsIn(new Error('x'))).toEqual({});
    expect(fieldErrorsIn(new ApiError('x', 400, null))).toEqual({});
  });

  it('maps server fields onto form fields, first message each, by name or by a map', () => {
    expect(fieldErrorsOf(refusal, { sender_email: 'email', content: 'message' } as const)).toEqual({
      email: 'The email must be a valid email address.',
      message: 'Please enter a message',
    });
    expect(fieldErrorsOf(refusal, ['content', 'odd'] as const)).toEqual({
      content: 'Please enter a message',
      odd: 'A single text',
    });
    expect(fieldErrorsOf(new Error('offline'), ['content'] as const)).toEqual({});
  });

  it('shows the later of two server fields that land on one form field', () => {
    expect(
      mapFieldErrors({ email: ['First'], 'body.user.email': ['Later'] }, {
        email: 'email',
        'user.email': 'email',
      } as const),
    ).toEqual({ email: 'Later' });
  });
});
