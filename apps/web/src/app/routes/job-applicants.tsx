import { useParams } from 'react-router';
import { ApplicantsView } from '../../features/applicants/components/applicants-view';
import { useJobDetail } from '../../features/postings/api/get-job-detail';
import { RescoreProgress } from '../../features/postings/components/rescore-progress';
import { useMarks } from '../../features/marks/api/get-marks';
import { ApplicantEmails } from '../../features/mail/components/applicant-emails';
import { BulkEmailAction } from '../../features/mail/components/bulk-email-action';

/**
 * The posting's applicants, with the posting (postings), the company's marks (marks) and, in the drawer, the
 * e-mails to the applicant in the posting's language (mail) around them.
 */
export function JobApplicantsRoute() {
  const { id = '' } = useParams();
  const job = useJobDetail(id);
  const marks = useMarks();
  // A new id is a new page: nothing of the previous posting's list (open panel, drafts) carries over.
  // While the posting's applicants are scored again after an edit, its progress above the list (decision 035).
  const progress = job.data?.recalificacion ?? null;
  const language = job.data?.idioma;
  return (
    <>
      {progress ? (
        <div className="mb-4">
          <RescoreProgress progress={progress} />
        </div>
      ) : null}
      <ApplicantsView
        key={id}
        id={id}
        job={job}
        marks={marks.data?.marcas ?? []}
        emailsPanel={(applicant) =>
          language ? <ApplicantEmails postingId={Number(id)} postingLanguage={language} applicant={applicant} /> : null
        }
        bulkActions={(target, count, done, notify) =>
          language ? (
            <BulkEmailAction
              postingId={Number(id)}
              postingLanguage={language}
              target={target}
              count={count}
              onDone={done}
              notify={notify}
            />
          ) : null
        }
      />
    </>
  );
}
