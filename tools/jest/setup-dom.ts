import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder, __TOUCHLINE_RELEASE__: 'test' });

expect.extend(toHaveNoViolations);
