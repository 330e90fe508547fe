import { useLingui } from '@lingui/react/macro';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { type InsightsPeriod, type InsightsPreset, insightsPresets } from '@venue/domain/insights';
import { presetLabels } from './insights-labels.ts';

export type PeriodChoice = InsightsPreset | 'custom';

/** This week, this month, the last 30 days, or a custom range of two venue days. */
export function PeriodPicker({
  choice,
  custom,
  onChoice,
  onCustom,
  customError,
}: {
  choice: PeriodChoice;
  custom: InsightsPeriod;
  onChoice: (choice: PeriodChoice) => void;
  onCustom: (period: InsightsPeriod) => void;
  customError: string | null;
}) {
  const { t, i18n } = useLingui();
  return (
    <Group align="flex-end" gap="md">
      <SegmentedControl
        aria-label={t`Period`}
        value={choice}
        onChange={(value) => onChoice(value as PeriodChoice)}
        data={[...insightsPresets, 'custom' as const].map((value) => ({
          value,
          label: i18n._(presetLabels[value]),
        }))}
        style={{ flexWrap: 'wrap' }}
      />
      {choice === 'custom' && (
        <Group gap="sm" align="flex-start">
          <TextInput
            type="date"
            label={t`From`}
            value={custom.from}
            onChange={(event) => onCustom({ ...custom, from: event.currentTarget.value })}
            error={customError}
          />
          <TextInput
            type="date"
            label={t`To`}
            value={custom.to}
            onChange={(event) => onCustom({ ...custom, to: event.currentTarget.value })}
          />
        </Group>
      )}
    </Group>
  );
}
