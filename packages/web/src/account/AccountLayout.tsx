/** The frame of every account screen: the app bar, a heading with its actions, a lead line. */
import { type ReactNode, useEffect } from 'react';
import { href } from '../app/router.ts';
import { useT } from '../i18n/I18n.tsx';
import { AppBar } from '../ui/AppBar.tsx';

export function AccountLayout(props: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
  testid: string;
  children: ReactNode;
}) {
  const t = useT();
  useEffect(() => {
    document.title = `${props.title} · ${t('app.name')}`;
  }, [props.title, t]);
  return (
    <>
      <AppBar />
      <main className={`page account-page${props.wide ? ' wide' : ''}`} data-testid={props.testid}>
        <div className="account-head">
          <h1>{props.title}</h1>
          {props.actions ? <div className="actions">{props.actions}</div> : null}
        </div>
        {props.lead ? <p className="page-lead">{props.lead}</p> : null}
        {props.children}
      </main>
    </>
  );
}

/** An error or a confirmation under a form, read out when it appears. */
export function FormNote({ error, ok }: { error?: string | null; ok?: string | null }) {
  if (error)
    return (
      <div className="banner banner-error" role="alert" data-testid="form-error">
        {error}
      </div>
    );
  if (ok)
    return (
      <div className="banner banner-info" role="status" data-testid="form-ok">
        {ok}
      </div>
    );
  return null;
}

/** What a signed-out visitor of an account screen sees: the way to sign in. */
export function SignInFirst({ note, signIn }: { note: string; signIn: string }) {
  return (
    <div className="panel account-form" data-testid="sign-in-first">
      <p>{note}</p>
      <a className="btn btn-primary" href={href({ name: 'signin', next: null })}>
        {signIn}
      </a>
    </div>
  );
}
