export default { comingSoon: 'త్వరలో వస్తోంది' };
