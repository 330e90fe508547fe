// Loaded on demand by LazyMotion, so the animation engine stays out of the first download.
export { domAnimation as default } from 'framer-motion';
