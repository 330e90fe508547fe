import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header.tsx';
import { FeedbackForm } from './components/feedback-form.tsx';
import { FeedbackList } from './components/feedback-list.tsx';
import styles from './feedback.module.css';

export function FeedbackPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader eyebrow={t`Your voice`} title={t`Feedback`}>
        <p>
          <Trans>
            Tell us how your visit went and see what other players say about Strike Zone.
          </Trans>
        </p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <div className={styles.layout}>
          <FeedbackForm />
          <FeedbackList />
        </div>
      </div>
    </>
  );
}
