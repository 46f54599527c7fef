// The palette on the embed's root element, inside its shadow root.
import '@dpohub/shared-ui/theme.css';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { LABELS } from '../labels';
import { EmbeddedSimulator } from './EmbeddedSimulator';
import type { EmbeddedSimulatorProps } from './EmbeddedSimulator';

/**
 * The exposed `./embed`: single-spa lifecycles of the public flow for pages without the shell.
 * Mount with `mountRootParcel(lifecycles, { domElement, apiBase })`; each parcel gets its own
 * React root, so several embeds on one page run independently, and unmount removes it.
 */
const lifecycles = singleSpaReact<EmbeddedSimulatorProps>({
  React,
  ReactDOMClient,
  rootComponent: EmbeddedSimulator,
  errorBoundary: () => <p role="alert">{LABELS.embed.failed}</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
