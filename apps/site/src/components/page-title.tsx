import { useLingui } from '@lingui/react/macro';
import { venue } from '@venue/domain/venue';

/** Sets the browser tab's title for the page it is rendered in (React places it in <head>). */
export function PageTitle({ children }: { children?: string }) {
  const { t } = useLingui();
  return (
    <title>
      {children ? `${children} | ${venue.name}` : t`${venue.name}: Bowling, VR and Cafe`}
    </title>
  );
}
