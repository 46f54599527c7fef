import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does no layout, so it has no scrollIntoView; the accordion scrolls an opened step into view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
