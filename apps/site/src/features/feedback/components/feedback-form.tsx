import { Trans, useLingui } from '@lingui/react/macro';
import { type FeedbackFormInput, feedbackFormSchema } from '@venue/domain/forms/feedback-form';
import { fieldErrors } from '@venue/domain/forms/field-errors';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast.ts';
import { errorText, messageText } from '../../../lib/domain-messages.ts';
import { usePostFeedback } from '../api/use-post-feedback.ts';
import styles from '../feedback.module.css';
import { StarRatingInput } from './star-rating-input.tsx';

type Field = 'name' | 'rating' | 'comment';
type Errors = Partial<Record<Field, string>>;

const emptyForm: FeedbackFormInput = { name: '', rating: 5, comment: '' };

/** Name, stars and a comment; name and comment are required. */
export function FeedbackForm() {
  const [values, setValues] = useState<FeedbackFormInput>(emptyForm);
  const [errors, setErrors] = useState<Errors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const postFeedback = usePostFeedback();
  const { showToast } = useToast();
  const { i18n, t } = useLingui();
  const id = useId();

  function edit<K extends Field>(field: K, value: FeedbackFormInput[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (postFeedback.isPending) return;
    const problems = fieldErrors(feedbackFormSchema, values) as Errors;
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      if (problems.name) nameRef.current?.focus();
      else if (problems.comment) commentRef.current?.focus();
      return;
    }
    postFeedback.mutate(feedbackFormSchema.parse(values), {
      onSuccess: () => {
        setValues(emptyForm);
        setErrors({});
        showToast(t`Thank you for your feedback!`, 'success');
      },
      onError: (error) => {
        const message = errorText(i18n, error);
        showToast(t`Error submitting feedback: ${message}`, 'error');
      },
    });
  }

  const nameId = `${id}-name`;
  const commentId = `${id}-comment`;
  return (
    <form
      className={`card ${styles.form}`}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.formTitle}>
        <Trans>Share Your Experience</Trans>
      </h2>
      <div className={styles.field}>
        <label htmlFor={nameId} className={styles.label}>
          <Trans>Your Name</Trans>
        </label>
        <input
          ref={nameRef}
          id={nameId}
          className={styles.input}
          type="text"
          autoComplete="name"
          dir="auto"
          required
          value={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
          onChange={(event) => edit('name', event.target.value)}
        />
        {errors.name && (
          <p id={`${nameId}-error`} className={styles.error}>
            {messageText(i18n, errors.name)}
          </p>
        )}
      </div>
      <StarRatingInput value={values.rating} onChange={(rating) => edit('rating', rating)} />
      {errors.rating && <p className={styles.error}>{messageText(i18n, errors.rating)}</p>}
      <div className={styles.field}>
        <label htmlFor={commentId} className={styles.label}>
          <Trans>Your Comment</Trans>
        </label>
        <textarea
          ref={commentRef}
          id={commentId}
          className={styles.input}
          rows={4}
          dir="auto"
          required
          value={values.comment}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${commentId}-error` : undefined}
          onChange={(event) => edit('comment', event.target.value)}
        />
        {errors.comment && (
          <p id={`${commentId}-error`} className={styles.error}>
            {messageText(i18n, errors.comment)}
          </p>
        )}
      </div>
      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={postFeedback.isPending}
      >
        {postFeedback.isPending ? t`Submitting...` : t`Submit Feedback`}
      </button>
    </form>
  );
}
