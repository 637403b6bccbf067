import { lazy, Suspense, useEffect } from 'react';
import { AccountProvider } from '../account/AccountProvider.tsx';
import { I18nProvider, useT } from '../i18n/I18n.tsx';
import { Home } from '../lobby/Home.tsx';
import { NewMatch } from '../lobby/NewMatch.tsx';
import { loadSettings } from '../session/storage.ts';
import { AppBar } from '../ui/AppBar.tsx';
import { OfflineNotice } from '../ui/OfflineNotice.tsx';
import { SeatPatternDefs } from '../ui/seats.tsx';
import { href, needsServer, type Route, useRoute } from './router.ts';
import { UpdateOffer } from './UpdateOffer.tsx';

// Everything that needs a game engine is its own chunk: the lobby stays small.
const LocalGame = lazy(() => import('./LocalGame.tsx').then((m) => ({ default: m.LocalGame })));
const OnlineGame = lazy(() => import('./OnlineGame.tsx'));
const ReplayPage = lazy(() => import('./ReplayPage.tsx'));
const RulesPage = lazy(() => import('./RulesPage.tsx'));
const TutorialPage = lazy(() => import('../tutorial/TutorialPage.tsx'));
// The account screens (and @simplewebauthn/browser) load when opened.
const SignUp = lazy(() => import('../account/SignUp.tsx'));
const SignIn = lazy(() => import('../account/SignIn.tsx'));
const AccountPage = lazy(() => import('../account/AccountPage.tsx'));
const MyGames = lazy(() => import('../account/MyGames.tsx'));
// Profiles and leaderboards: their own chunk too.
const ProfilePage = lazy(() => import('../profile/ProfilePage.tsx'));
const LeaderboardPage = lazy(() => import('../leaderboard/LeaderboardPage.tsx'));

function NotFound() {
  const t = useT();
  return (
    <>
      <AppBar />
      <div className="center-note">
        <p>{t('app.error.not-found')}</p>
        <a className="btn" href={href({ name: 'home' })}>
          {t('app.lobby')}
        </a>
      </div>
    </>
  );
}

function Loading() {
  const t = useT();
  return <div className="center-note">{t('app.loading')}</div>;
}

function Page({ route }: { route: Route }) {
  switch (route.name) {
    case 'home':
      return <Home />;
    case 'new':
      return <NewMatch game={route.game} />;
    case 'local':
      return <LocalGame key={route.id} id={route.id} />;
    case 'match':
      return <OnlineGame key={route.id} id={route.id} join={route.join} seat={route.seat} />;
    case 'replay':
      return <ReplayPage key={`${route.match}/${route.local}`} match={route.match} local={route.local} />;
    case 'rules':
      return <RulesPage game={route.game} />;
    case 'learn':
      return <TutorialPage key={route.game} game={route.game} />;
    case 'signup':
      return <SignUp next={route.next} />;
    case 'signin':
      return <SignIn next={route.next} />;
    case 'account':
      return <AccountPage />;
    case 'games':
      return <MyGames claim={route.claim} />;
    case 'player':
      return <ProfilePage player={route.player} />;
    case 'leaderboard':
      return <LeaderboardPage game={route.game} />;
    default:
      return <NotFound />;
  }
}

export function App() {
  const route = useRoute();
  useEffect(() => {
    document.documentElement.dataset.animations = loadSettings().animations;
  }, []);
  useEffect(() => {
    if (route.name !== 'local' && route.name !== 'match') window.scrollTo(0, 0);
  }, [route.name]);
  return (
    <I18nProvider>
      <AccountProvider>
        <SeatPatternDefs />
        <UpdateOffer />
        {needsServer(route) ? <OfflineNotice /> : null}
        <Suspense fallback={<Loading />}>
          <Page route={route} />
        </Suspense>
      </AccountProvider>
    </I18nProvider>
  );
}
