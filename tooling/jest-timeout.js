'use strict';

/* global jest */

// Jest ignores a project's testTimeout when the root runs several projects, so the shared
// timeout is set here for every project. User-event typing in jsdom takes seconds on a busy
// two-core machine; the API sets a longer one in its own setup file (database start-up).
jest.setTimeout(20_000);
