import type { HeldApplication } from '@core';
import { Empty, Typography } from 'antd';
import { ApplicationCard } from '../components/application-card';

/** One titled set of the workbench's application cards; each card opens its application. */
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
      <Typography.Title level={5}>{title}</Typography.Title>
      {applications.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <div className="market-card-grid">
          {applications.map((application) => (
            <ApplicationCard
              key={application.uniqueId}
              application={application}
              onOpen={() => onOpen(application)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
