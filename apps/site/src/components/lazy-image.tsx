import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

/** Share of an image that must be on screen before it starts loading (spec section 9). */
export const lazyImageVisibility = 0.1;

type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  /** Shown when there is no `src` or it fails to load. */
  fallbackSrc?: string;
  alt: string;
};

/**
 * An image that loads once 10 percent of it is visible, and falls back to `fallbackSrc` when its
 * own source is missing or broken.
 */
export function LazyImage({ src, fallbackSrc, alt, onError, ...props }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);

  useEffect(() => {
    const image = ref.current;
    if (isNear || !image) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { threshold: lazyImageVisibility },
    );
    observer.observe(image);
    return () => observer.disconnect();
  }, [isNear]);

  const shownSrc = src && src !== brokenSrc ? src : fallbackSrc;
  return (
    <img
      ref={ref}
      {...props}
      alt={alt}
      src={isNear ? shownSrc : undefined}
      decoding="async"
      onError={(event) => {
        if (src && shownSrc === src) setBrokenSrc(src);
        onError?.(event);
      }}
    />
  );
}
