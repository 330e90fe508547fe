import { PageHeader } from '../../components/page-header.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { FeedbackForm } from './components/feedback-form.tsx';
import { FeedbackList } from './components/feedback-list.tsx';
import styles from './feedback.module.css';

export function FeedbackPage() {
  return (
    <>
      <PageTitle>Feedback</PageTitle>
      <PageHeader eyebrow="Your voice" title="Feedback">
        <p>Tell us how your visit went and see what other players say about Strike Zone.</p>
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
