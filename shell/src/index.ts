import { startEarlyRequests } from './runtime-config/early-start';

// /config.json and the first remote's manifest start now, while the shared chunks load.
startEarlyRequests();

// Async boundary: shared singletons are negotiated before any of them is evaluated
// (ARCHITECTURE "Composition at run time").
import('./bootstrap');
