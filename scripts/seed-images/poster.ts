// What one seed image is: a poster of a size, its colours, its words and its SVG art.

export const SIZES = {
  zone: { width: 960, height: 640 },
  menu: { width: 640, height: 640 },
} as const;

export type Poster = {
  /** Path under supabase/seed/storage: `<bucket>/<object name>`. */
  file: string;
  size: keyof typeof SIZES;
  /** CSS background of the whole poster. */
  background: string;
  ink: string;
  muted: string;
  accent: string;
  kicker: string;
  /** The title; `\n` breaks the line. */
  title: string;
  /** SVG markup in the poster's pixel coordinates, drawn over the background, under the text. */
  art: string;
};
