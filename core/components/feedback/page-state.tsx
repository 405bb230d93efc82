import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { Heading, SecondaryText } from '../typography-light';

/**
 * A whole page's state (a failure, nothing chosen): an icon, a title, what it means and the way on.
 * Built on antd's `Empty` (already on the first screen) rather than `Result`, whose status
 * illustrations would load with every page for a state it rarely shows (issue 17).
 */
export function PageState({
  icon,
  title,
  description,
  className,
  children,
}: {
  /** A large icon; antd's empty-box illustration without one. */
  icon?: ReactNode;
  title: string;
  description: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Empty
      className={className}
      image={icon ?? Empty.PRESENTED_IMAGE_DEFAULT}
      styles={
        icon
          ? { image: { height: 64, display: 'flex', justifyContent: 'center', alignItems: 'center' } }
          : undefined
      }
      description={
        <>
          <Heading level={4} style={{ margin: '8px 0' }}>
            {title}
          </Heading>
          <SecondaryText>{description}</SecondaryText>
        </>
      }
      style={{ padding: '48px 32px' }}
    >
      {children}
    </Empty>
  );
}
