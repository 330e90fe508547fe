/** The board's "VR walk-in" dialog: reception seats players at the counter from a session on. */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { formatCount, formatTime } from '@venue/domain/format';
import { limits } from '@venue/domain/limits';
import { venueTimeZone } from '@venue/domain/venue';
import { maxVrSessionsPerBooking, vrMinimumAge } from '@venue/domain/vr';
import { localeOf } from '@venue/i18n/locales';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { errorText, messageText } from '../../../lib/domain-messages.ts';
import { translatedError } from '../../../lib/field-errors.ts';
import { CountInput } from '../new-booking/count-input.tsx';
import { isOpenForBooking } from './board-model.ts';
import { useSeatVrWalkIn } from './use-vr-walk-in.ts';
import type { VrBoard } from './vr-board-model.ts';
import {
  initialVrWalkIn,
  type VrWalkInValues,
  vrWalkInBooking,
  vrWalkInProblems,
} from './vr-walk-in-model.ts';

/**
 * "VR walk-in" on `date` from `session`: the customer's name and phone, the players (one station
 * each, up to the zone's), the consecutive sessions and the first one (the day's sessions not yet
 * ended, each with its stations free), and reception's check that every player is 8 or older.
 * Approved at once; a refusal (`vr.session_full`...) stays in the dialog in the staff member's
 * language with everything typed kept. Full screen on a phone.
 */
export function VrWalkInModal({
  date,
  session,
  board,
  sessionMinutes,
  now,
  onClose,
}: {
  date: string;
  session: string;
  board: VrBoard;
  sessionMinutes: number;
  now: Date;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const isPhone = useMediaQuery('(max-width: 36em)');
  const seat = useSeatVrWalkIn();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<VrWalkInValues>({ initialValues: initialVrWalkIn(session) });
  const { values } = form;
  const stationCount = board.stations.length;
  const total = formatCount(stationCount, locale);
  const grid = board.sessions.map((row) => row.session);
  const starts = board.sessions.filter(
    (row) =>
      row.closure === null &&
      isOpenForBooking(date, row.session, now, venueTimeZone, sessionMinutes),
  );
  const errorOf = (field: keyof VrWalkInValues) => translatedError(i18n, form.errors[field]);

  function submit() {
    const problems = vrWalkInProblems(values, date, stationCount, grid, sessionMinutes);
    const { form: formProblem, ...fields } = problems;
    form.setErrors(fields);
    setRefusal(formProblem ? messageText(i18n, formProblem) : null);
    if (Object.keys(problems).length > 0) return;
    seat.mutate(vrWalkInBooking(values, date, stationCount, locale), {
      onSuccess: onClose,
      onError: (error) => setRefusal(errorText(i18n, error)),
    });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={<Trans>VR walk-in</Trans>}
      size="lg"
      fullScreen={Boolean(isPhone)}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t`Name`}
              required
              autoComplete="off"
              maxLength={limits.nameMaxLength}
              data-autofocus
              attributes={{ input: { dir: 'auto' } }}
              {...form.getInputProps('name')}
              error={errorOf('name')}
            />
            <TextInput
              label={t`Phone`}
              type="tel"
              required
              autoComplete="off"
              attributes={{ input: { dir: 'ltr' } }}
              {...form.getInputProps('phone')}
              error={errorOf('phone')}
            />
            <CountInput
              label={t`Players`}
              description={t`One station each, up to ${total}.`}
              fewerLabel={t`One player fewer`}
              moreLabel={t`One player more`}
              min={1}
              max={stationCount}
              value={values.players}
              onChange={(players) => form.setFieldValue('players', players)}
              error={errorOf('players')}
            />
            <CountInput
              label={t`Sessions`}
              description={t`Played one after another.`}
              fewerLabel={t`One session fewer`}
              moreLabel={t`One session more`}
              min={1}
              max={maxVrSessionsPerBooking}
              value={values.sessions}
              onChange={(sessions) => form.setFieldValue('sessions', sessions)}
              error={errorOf('sessions')}
            />
          </SimpleGrid>
          <NativeSelect
            label={t`First session`}
            required
            value={values.start}
            onChange={(event) => form.setFieldValue('start', event.currentTarget.value)}
            data={starts.map((row) => {
              const time = formatTime(row.session);
              const left = formatCount(board.left.get(row.session) ?? 0, locale);
              return { value: row.session, label: t`${time} · ${left} of ${total} free` };
            })}
            error={errorOf('start')}
          />
          <Checkbox
            label={t`Every player is ${vrMinimumAge} or older (ask them)`}
            {...form.getInputProps('ageConfirmed', { type: 'checkbox' })}
            error={errorOf('ageConfirmed')}
          />
          {refusal ? (
            <Alert color="red" role="alert" title={t`The walk-in was not seated`}>
              {refusal}
            </Alert>
          ) : null}
          <DialogActions>
            <Button variant="default" onClick={onClose} disabled={seat.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={seat.isPending}>
              <Trans>Seat walk-in</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
