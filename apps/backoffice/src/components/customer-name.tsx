import { useLingui } from '@lingui/react/macro';

/**
 * A booking's customer name as typed, or "Erased customer" once their personal data was erased
 * (the database leaves the name blank then; see docs/decisions/018-customer-data-retention.md).
 */
export function CustomerName({ name, className }: { name: string; className?: string }) {
  const { t } = useLingui();
  return (
    <bdi dir="auto" className={className}>
      {name === '' ? t`Erased customer` : name}
    </bdi>
  );
}
