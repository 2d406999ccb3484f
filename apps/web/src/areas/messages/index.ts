export { NoticeBell } from './NoticeBell';
export { messageRoutes } from './routes';
