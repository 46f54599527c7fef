// Async boundary: shared singletons are negotiated before any of them is evaluated
// (ARCHITECTURE "Composition at run time").
import('./bootstrap');
