import { venue } from '@venue/domain/venue';

/** Sets the browser tab's title for the page it is rendered in (React places it in <head>). */
export function PageTitle({ children }: { children?: string }) {
  return (
    <title>
      {children ? `${children} | ${venue.name}` : `${venue.name}: Bowling, VR and Cafe`}
    </title>
  );
}
