import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { installPages } from '../pages/declared-pages';
import { REMOTE_PAGES } from './remote-pages';

// react-router 7 needs the encoders that jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The shell's tables are built from what the remotes declare (shell/src/pages): every test
// starts with each remote's own declarations, as read from its manifest.
beforeEach(() => installPages(REMOTE_PAGES));
