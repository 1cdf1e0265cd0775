import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { receivedQueryParams } from './receivedQueryParams';

/**
 * /receive-query-params: keeps the print site's parameters in local storage as key/value pairs
 * (the editor reads them when it starts), then opens the editor's main page.
 */
export function ReceiveQueryParamsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    for (const [key, value] of receivedQueryParams(params)) localStorage.setItem(key, value);
    navigate('/', { replace: true });
  }, [params, navigate]);
  return (
    <Center h="100vh">
      <Stack align="center">
        <Loader />
        <Text>Receive and handle query parameters</Text>
      </Stack>
    </Center>
  );
}
