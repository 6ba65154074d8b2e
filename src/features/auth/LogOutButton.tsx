import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { logOut } from './authThunks';

export function LogOutButton() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onClick = async () => {
    const result = await dispatch(logOut());
    // A failed sign-out is only logged (by the thunk); the user stays where they are.
    if (logOut.fulfilled.match(result)) void navigate('/login');
  };

  return (
    <button className="button button--ghost sidebar__logout" type="button" onClick={() => void onClick()}>
      Log Out
    </button>
  );
}
