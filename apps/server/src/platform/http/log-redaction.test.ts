import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('masks passwords and tokens in the query and leaves the rest', () => {
    expect(redactUrl('/api/user/verify_user_pwd?password=s3cret&x=1')).toBe(
      '/api/user/verify_user_pwd?password=***&x=1',
    );
    expect(redactUrl('/hub?access_token=abc.def&lang=en-US')).toBe('/hub?access_token=***&lang=en-US');
    expect(redactUrl('/api/user/page?name=password')).toBe('/api/user/page?name=password');
  });
});
