import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder, __TOUCHLINE_RELEASE__: 'test' });

expect.extend(toHaveNoViolations);

// findBy and waitFor give up after 1 s by default, which a page test on a busy two-core machine
// can need; this only stops a wait for something that never comes.
configure({ asyncUtilTimeout: 10_000 });
