import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo';
import { CONTENT_ID } from '../../components/SkipLink';
import { useLocation } from 'react-router-dom';
import { joinAfterSignIn, reportAfterSignIn } from './useAuthFlowOutcome';

export type AuthMessage = { kind: 'error' | 'success'; text: string } | null;

type AuthCardProps = {
  title: string;
  message: AuthMessage;
  children: ReactNode;
  footer: ReactNode;
};

/** Why a visitor who opened an invite link is here, said above the form. */
export const JOIN_NOTE = 'Sign in, or sign up, to join the squad you were invited to.';
/** Why a visitor who opened a match report's address is here. */
export const REPORT_NOTE = 'Sign in, or sign up, to open the match report you were sent.';

/** The frame both auth screens share: logo, heading, the message area, the form and a link. */
export function AuthCard({ title, message, children, footer }: AuthCardProps) {
  const state: unknown = useLocation().state;
  const note = joinAfterSignIn(state) !== null ? JOIN_NOTE : reportAfterSignIn(state) !== null ? REPORT_NOTE : null;
  return (
    <main id={CONTENT_ID} tabIndex={-1} className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <Logo className="auth-card__logo" />
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {note && <p className="auth-card__note">{note}</p>}
        <div
          className={`auth-message${message ? ` auth-message--${message.kind}` : ''}`}
          role={message?.kind === 'error' ? 'alert' : 'status'}
        >
          {message?.text}
        </div>
        {children}
        <p className="auth-card__footer">{footer}</p>
      </section>
    </main>
  );
}
