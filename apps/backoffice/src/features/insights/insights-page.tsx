import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueInsights } from '@venue/data/insights/get-venue-insights';
import { isCalendarDate, venueToday } from '@venue/domain/clock';
import { formatCount, formatDecimal, formatDisplayDate, formatIls } from '@venue/domain/format';
import {
  type InsightsPeriod,
  maxInsightsPeriodDays,
  periodDays,
  presetPeriod,
} from '@venue/domain/insights';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { useState } from 'react';
import { LoadError } from '../../components/query-states.tsx';
import { FigureCard } from './figure-card.tsx';
import { HeatMap } from './heat-map.tsx';
import { requestStatuses, revenueRowName } from './insights-labels.ts';
import { type PeriodChoice, PeriodPicker } from './period-picker.tsx';
import { RemindersCard } from './reminders-card.tsx';
import { shareText } from './share-text.ts';
import { Stat } from './stat.tsx';
import { useVenueInsights } from './use-venue-insights.ts';
import { VrCards } from './vr-cards.tsx';

function NoRatings() {
  return (
    <Text size="sm" c="dimmed">
      <Trans>No ratings in this period.</Trans>
    </Text>
  );
}

function Figures({ insights }: { insights: VenueInsights }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const rtl = locale === 'ar';
  const count = (value: number) => formatCount(value, locale);
  const rate = (share: number | null) => shareText(share, locale);
  const { decisions, feedback } = insights;
  // Charts read the venue's order of time: right to left in Arabic.
  const axes = {
    xAxisProps: { reversed: rtl },
    yAxisProps: { orientation: rtl ? 'right' : 'left', allowDecimals: false },
  } as const;
  // Axis ticks may fall between whole numbers.
  const tick = (value: number) => formatDecimal(value, locale);
  const dayLabel = (date: string) => formatDisplayDate(date, venueTimeZone, locale);
  const requests = insights.requestsPerDay.map((day) => ({ ...day, day: dayLabel(day.date) }));
  const ratings = feedback.weeks.map((week) => ({ ...week, week: dayLabel(week.weekStart) }));
  const spread = feedback.spread.map((star) => ({ ...star, stars: count(star.rating) }));
  const revenue = insights.peopleAndRevenue.map((row) => ({
    ...row,
    name: revenueRowName(i18n, row),
  }));
  const averageMinutes = decisions.averageDecisionMinutes;

  return (
    <Stack gap="lg">
      <FigureCard
        figure="requests"
        insights={insights}
        title={t`Requests per day`}
        explanation={t`The booking requests made each day of the period, by the status they have now.`}
      >
        <BarChart
          h={260}
          data={requests}
          dataKey="day"
          type="stacked"
          withLegend
          valueFormatter={tick}
          series={requestStatuses.map((status) => ({
            name: status.key,
            label: i18n._(status.label),
            color: status.color,
          }))}
          {...axes}
        />
      </FigureCard>

      <FigureCard
        figure="lanes"
        insights={insights}
        title={t`Lane occupancy`}
        explanation={t`The share of the 6 lanes sold at each weekday and time, over the days of the period.`}
      >
        <HeatMap
          cells={insights.laneOccupancy.map((cell) => ({ ...cell, time: cell.slot }))}
          label={t`Share of the lanes sold by weekday and time`}
        />
      </FigureCard>

      <FigureCard
        figure="decisions"
        insights={insights}
        title={t`Decisions and attendance`}
        explanation={t`Website requests of the period approved, and how fast; no-shows among the recorded arrivals; cancellations.`}
      >
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Stat label={t`Approval rate`} value={rate(decisions.approvalRate)} />
          <Stat
            label={t`Average time to a decision`}
            value={averageMinutes === null ? '–' : t`${formatDecimal(averageMinutes, locale)} min`}
          />
          <Stat label={t`No-show rate`} value={rate(decisions.noShowRate)} />
          <Stat label={t`Cancellations`} value={count(decisions.cancelled)} />
        </SimpleGrid>
      </FigureCard>

      <RemindersCard insights={insights} />

      <FigureCard
        figure="revenue"
        insights={insights}
        title={t`People and revenue estimate`}
        explanation={t`Approved bookings of the period: regular bowling at games × people × the game price, each party at its package price per person, VR at players × sessions × the VR price.`}
      >
        {revenue.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No approved bookings in this period.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Type</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Bookings</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>People</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Revenue estimate</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {revenue.map((row) => (
                  <Table.Tr key={row.name}>
                    <Table.Td dir="auto">{row.name}</Table.Td>
                    <Table.Td ta="end">{count(row.bookings)}</Table.Td>
                    <Table.Td ta="end">{count(row.people)}</Table.Td>
                    <Table.Td ta="end">
                      <bdi dir="ltr">{formatIls(row.revenue, locale)}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </FigureCard>

      <VrCards insights={insights} />

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <FigureCard
          figure="ratings"
          insights={insights}
          title={t`Average rating by week`}
          explanation={t`The average stars of the feedback left each week (weeks start on Saturday).`}
        >
          {feedback.ratings === 0 ? (
            <NoRatings />
          ) : (
            <LineChart
              h={220}
              data={ratings}
              dataKey="week"
              connectNulls
              yAxisProps={{ domain: [1, 5], orientation: rtl ? 'right' : 'left' }}
              xAxisProps={{ reversed: rtl }}
              valueFormatter={(value) => formatDecimal(value, locale)}
              series={[{ name: 'average', label: t`Average rating`, color: 'grape.6' }]}
            />
          )}
        </FigureCard>
        <FigureCard
          figure="spread"
          insights={insights}
          title={t`Rating spread`}
          explanation={t`How many ratings of each number of stars the period received.`}
        >
          {feedback.ratings === 0 ? (
            <NoRatings />
          ) : (
            <BarChart
              h={220}
              data={spread}
              dataKey="stars"
              valueFormatter={tick}
              series={[{ name: 'count', label: t`Ratings`, color: 'orange.6' }]}
              {...axes}
            />
          )}
        </FigureCard>
      </SimpleGrid>
    </Stack>
  );
}

/** /admin/insights: the manager's numbers for a period, as charts, each with its CSV. */
export function InsightsPage() {
  const { t } = useLingui();
  const today = venueToday(new Date(), venueTimeZone);
  const [choice, setChoice] = useState<PeriodChoice>('this-month');
  const [custom, setCustom] = useState<InsightsPeriod>(() => presetPeriod('last-30-days', today));
  const customDays = periodDays(custom);
  const customError =
    !isCalendarDate(custom.from) || !isCalendarDate(custom.to) || customDays === 0
      ? t`Choose a first and a last day, the last on or after the first.`
      : customDays > maxInsightsPeriodDays
        ? t`Choose a period of at most ${plural(maxInsightsPeriodDays, { one: '# day', other: '# days' })}.`
        : null;
  const period = choice === 'custom' ? (customError ? null : custom) : presetPeriod(choice, today);
  const insights = useVenueInsights(period);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <Trans>Insights</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Your venue's numbers for a period of days.</Trans>
        </Text>
      </div>
      <PeriodPicker
        choice={choice}
        custom={custom}
        onChoice={setChoice}
        onCustom={setCustom}
        customError={choice === 'custom' ? customError : null}
      />
      {insights.isPending && period !== null && (
        <Center>
          <Loader aria-label={t`Loading the numbers`} />
        </Center>
      )}
      {insights.isError && (
        <LoadError query={insights} title={t`The numbers could not be loaded`} />
      )}
      {insights.data && (
        <div
          aria-busy={insights.isFetching}
          data-period={`${insights.data.from} ${insights.data.to}`}
        >
          <Figures insights={insights.data} />
        </div>
      )}
    </Stack>
  );
}
