import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { Link } from 'react-router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to the print company's site when one is configured (a full URL), or to Layout's own
 * page otherwise (a path, the server's fallback), so the same control works either way.
 * The company's pages open in the same tab: the visitor is leaving the login to go there.
 */
export const ExternalOrRouterLink = forwardRef<HTMLAnchorElement, Props>(function ExternalOrRouterLink({ to, ...rest }, ref) {
  if (/^[a-z][a-z\d+.-]*:/i.test(to)) return <a ref={ref} href={to} {...rest} />;
  return <Link ref={ref} to={to} {...rest} />;
});
