import type { HeldApplication } from '@core';
import { Heading } from '@core/components';
import { Empty } from 'antd';
import { ApplicationCard } from '../components/application-card';
import { LaunchReasonTag } from '../components/launch-reason';
import { refusalOf } from '../launcher/launch-rules';

/**
 * One titled set of the workbench's application cards; each card opens its application, or is
 * disabled with the reason the server gave (已停用, 已到期, 仅移动端 …) on a tag.
 */
export function ApplicationCardGroup({
  title,
  applications,
  empty,
  onOpen,
}: {
  title: string;
  applications: readonly HeldApplication[];
  empty: string;
  onOpen(application: HeldApplication): void;
}) {
  return (
    <section className="market-workbench__group" aria-label={title}>
      <Heading level={5}>{title}</Heading>
      {applications.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <div className="market-card-grid">
          {applications.map((application) => {
            const refusal = refusalOf(application);
            return (
              <ApplicationCard
                key={application.uniqueId}
                application={application}
                onOpen={() => onOpen(application)}
                disabled={refusal?.message}
                tags={refusal && <LaunchReasonTag refusal={refusal} />}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
