import { useLingui } from '@lingui/react/macro';
import { Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { directionOf, isLocale, type Locale, localeInfo, locales } from '@venue/i18n/locales';
import { LineIcon } from './line-icon.tsx';

function LanguageIcon() {
  return (
    <LineIcon size={16}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </LineIcon>
  );
}

/**
 * The language menu: each language named in itself (English, العربية), the current one marked.
 * `onChange` shows the back-office in the chosen language (and keeps the choice).
 */
export function LanguageMenu({ onChange }: { onChange: (locale: Locale) => void }) {
  const { i18n, t } = useLingui();
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const name = localeInfo[current].name;
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          leftSection={<LanguageIcon />}
          data-testid="language-menu"
        >
          <VisuallyHidden>{t`Language:`}</VisuallyHidden>{' '}
          {/* A phone's header has room for the icon only; the name is still read out. */}
          <Text span inherit visibleFrom="xs">
            {name}
          </Text>
          <VisuallyHidden hiddenFrom="xs">{name}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t`Language`}</Menu.Label>
        {locales.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            dir={directionOf(locale)}
            aria-current={locale === current ? 'true' : undefined}
            fw={locale === current ? 700 : undefined}
            onClick={() => {
              if (locale !== current) onChange(locale);
            }}
          >
            {localeInfo[locale].name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
