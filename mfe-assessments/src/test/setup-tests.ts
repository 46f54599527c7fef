import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not lay out: the accordion scrolls the opened step into view.
Element.prototype.scrollIntoView = function scrollIntoView() {};
